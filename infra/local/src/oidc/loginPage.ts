/** A person the login page offers. */
export interface LocalPerson {
  login: string;
  name: string;
  /** Administers the demo organisation (a Global Administrator in Entra's words). */
  isAdmin: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local provider's login page: one button per person of the demo site. It stands for Microsoft's
 * sign-in page, so it is plain, readable in light and dark, and usable by keyboard and screen reader.
 */
export function loginPage(uid: string, people: LocalPerson[]): string {
  const buttons = people.map((person) => `
      <li><button type="submit" name="login" value="${escapeHtml(person.login)}">
        <span class="name">${escapeHtml(person.name)}</span>
        <span class="login">${escapeHtml(person.login)}${person.isAdmin ? ' · administrator' : ''}</span>
      </button></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in · Listboard local identity provider</title>
  <style>
    :root { color-scheme: light dark; font-family: 'Segoe UI', system-ui, sans-serif; }
    body { margin: 0; display: grid; place-items: center; min-height: 100vh; background: Canvas; color: CanvasText; }
    main { width: min(420px, 100% - 32px); padding: 24px; border: 1px solid GrayText; border-radius: 8px; }
    h1 { font-size: 1.4rem; margin: 0 0 4px; }
    p { margin: 0 0 16px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    button { width: 100%; text-align: start; padding: 10px 12px; border: 1px solid GrayText; border-radius: 4px;
      background: ButtonFace; color: ButtonText; font: inherit; cursor: pointer; display: grid; }
    button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
    .name { font-weight: 600; }
    .login { font-size: 0.9rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in</h1>
    <p>Listboard's local identity provider stands in for Microsoft Entra ID. Choose who you are.</p>
    <form method="post" action="/interaction/${escapeHtml(uid)}">
      <ul>${buttons}
      </ul>
    </form>
  </main>
</body>
</html>`;
}
