/** spec §2 /index.html: the same home screen as /. */
export { Component } from './home.route.tsx';
