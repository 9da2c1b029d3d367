/**
 * spec §2 /client, "client redirect screen": not shown further; it forwards like /redirect (the
 * app path in `to`, else the member's or visitor's start screen).
 */
export { Component } from './redirect.route.tsx';
