/** A person the login page offers. */
export interface LocalPerson {
  login: string;
  name: string;
  /** Administers the demo organisation (a Global Administrator in Entra's words). */
  isAdmin: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One page of the provider: plain, readable in light and dark, usable by keyboard and screen reader. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Listboard local identity provider</title>
  <style>
    :root { color-scheme: light dark; font-family: 'Segoe UI', system-ui, sans-serif; }
    body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; color: CanvasText; }
    main { width: min(420px, 100% - 32px); padding: 24px; border: 1px solid GrayText; border-radius: 8px; }
    h1 { font-size: 1.4rem; margin: 0 0 4px; }
    p { margin: 0 0 16px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    button { width: 100%; text-align: start; padding: 10px 12px; border: 1px solid GrayText; border-radius: 4px; margin-bottom: 8px;
      background: ButtonFace; color: ButtonText; font: inherit; cursor: pointer; display: grid; }
    button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
    .name { font-weight: 600; }
    .login { font-size: 0.9rem; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
${content}
  </main>
</body>
</html>`;
}

/** The login page, standing for Microsoft's: one button per person of the demo site. */
export function loginPage(uid: string, people: LocalPerson[]): string {
  const buttons = people
    .map(
      (person) => `
      <li><button type="submit" name="login" value="${escapeHtml(person.login)}">
        <span class="name">${escapeHtml(person.name)}</span>
        <span class="login">${escapeHtml(person.login)}${person.isAdmin ? ' · administrator' : ''}</span>
      </button></li>`,
    )
    .join('');
  return page(
    'Sign in',
    `    <p>Listboard's local identity provider stands in for Microsoft Entra ID. Choose who you are.</p>
    <form method="post" action="/interaction/${escapeHtml(uid)}">
      <ul>${buttons}
      </ul>
    </form>`,
  );
}

/** The sign-out question; `form` is the provider's own form, which the buttons submit. */
export function signOutPage(form: string): string {
  return page(
    'Sign out',
    `    <p>Sign out of Listboard's local identity provider?</p>
    ${form}
    <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
    <button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', '    <p>You have signed out. You can close this page.</p>');
}

export function errorPage(error: string, description: string | undefined): string {
  return page('Sign-in could not go on', `    <p>${escapeHtml(error)}${description ? `: ${escapeHtml(description)}` : ''}</p>`);
}
