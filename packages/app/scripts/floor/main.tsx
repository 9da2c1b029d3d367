// The floor page of bench:lighthouse (issue 29): React and one form, as little as a page that
// renders with React can be. /login and /dashboard are measured beside it in one run, so their
// distance from the floor is read on the same machine in the same minute.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Masuk</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Email
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          Kata sandi
          <input
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit">Masuk</button>
      </form>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The floor page has no #root element');
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
