import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demoAccounts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The same mark as the SPA's HorizonLogo: a sun rising over the horizon line and the roads below it. */
const LOGO = `<svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#06b6d4"/></linearGradient><clipPath id="sky"><rect width="40" height="24"/></clipPath></defs><rect width="40" height="40" rx="10" fill="url(#g)"/><circle cx="20" cy="24" r="8" fill="#fff" clip-path="url(#sky)"/><g stroke="#fff" stroke-width="2.2" stroke-linecap="round"><line x1="20" y1="8" x2="20" y2="11"/><line x1="9.5" y1="13.5" x2="11.6" y2="15.6"/><line x1="30.5" y1="13.5" x2="28.4" y2="15.6"/><line x1="7" y1="24" x2="33" y2="24"/><line x1="11" y1="29" x2="29" y2="29" stroke-opacity="0.8"/><line x1="15" y1="33.5" x2="25" y2="33.5" stroke-opacity="0.6"/></g></svg>`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:Inter,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#1f2937;
background:linear-gradient(160deg,#0f2742 0%,#173a63 55%,#1f4f85 100%)}
.card{width:420px;max-width:calc(100vw - 32px);background:#fff;border-radius:14px;box-shadow:0 20px 50px rgba(0,0,0,.25);padding:36px 36px 28px}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:24px}.brand strong{font-size:20px;letter-spacing:.2px}
.brand span{display:block;font-size:13px;color:#6b7280}
h1{font-size:20px;margin:0 0 4px}p.lead{margin:0 0 20px;color:#6b7280;font-size:14px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:15px}
input:focus{outline:none;border-color:#3b82f6;box-shadow:0 0 0 3px rgba(59,130,246,.2)}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
button:hover{background:#1d4ed8}.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#b91c1c;font-size:14px}
.demo{margin-top:24px;border-top:1px solid #e5e7eb;padding-top:16px;font-size:13px}
.demo h2{font-size:13px;margin:0 0 8px;color:#374151}.demo ul{list-style:none;margin:0;padding:0}
.demo li{display:flex;justify-content:space-between;gap:8px;padding:5px 0;color:#4b5563}
.demo a{color:#2563eb;text-decoration:none;font-weight:600}.demo a:hover{text-decoration:underline}
.foot{margin-top:16px;font-size:12px;color:#9ca3af;text-align:center}
button.secondary{margin-top:10px;background:#fff;color:#374151;border:1px solid #d1d5db}button.secondary:hover{background:#f3f4f6}
.code{margin:8px 0 0;padding:14px;border-radius:8px;background:#f3f4f6;font:600 24px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:3px;text-align:center}
input.user-code{text-transform:uppercase;text-align:center;letter-spacing:2px;font-family:ui-monospace,Menlo,Consolas,monospace}`;

const FILL_DEMO_ACCOUNT_SCRIPT = `document.querySelectorAll('[data-email]').forEach(function(a){a.addEventListener('click',function(e){e.preventDefault();
document.getElementById('email').value=a.dataset.email;document.getElementById('password').value='${DEMO_PASSWORD}';document.getElementById('password').focus();});});`;
const SUBMIT_FORM_SCRIPT = 'document.forms[0].submit();';

/** The pages' inline scripts, which the Content-Security-Policy allows by their hashes. */
export const PAGE_SCRIPTS = [FILL_DEMO_ACCOUNT_SCRIPT, SUBMIT_FORM_SCRIPT];

function page(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="card">
<div class="brand">${LOGO}<div><strong>Horizon</strong><span>Asset Planning</span></div></div>${body}</main>${script}</body></html>`;
}

export function renderLoginPage(options: { action: string; email?: string; error?: string; showDemoAccounts: boolean }): string {
  const demo = options.showDemoAccounts
    ? `<section class="demo" aria-label="Demo accounts"><h2>Demo accounts (password <code>${DEMO_PASSWORD}</code>)</h2><ul>${DEMO_ACCOUNTS.map(
        (account) => `<li><a href="#" data-email="${account.email}">${account.email}</a><span>${escapeHtml(account.role)}</span></li>`,
      ).join('')}</ul></section>`
    : '';
  const script = options.showDemoAccounts ? `<script>${FILL_DEMO_ACCOUNT_SCRIPT}</script>` : '';
  return page(
    'Sign in | Horizon',
    `<h1>Sign in</h1><p class="lead">Use your Horizon account to continue.</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus value="${escapeHtml(options.email ?? '')}" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Sign in</button></form>${demo}<p class="foot">Horizon Asset Planning</p>`,
    script,
  );
}

/** The provider asks to confirm a sign-out; the SPA already asked the user, so it submits itself. */
export function renderLogoutForm(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page('Signing out | Horizon', `<h1>Signing out…</h1>${confirmed}`, `<script>${SUBMIT_FORM_SCRIPT}</script>`);
}

export function renderLoggedOut(home: string): string {
  return page('Signed out | Horizon', `<h1>You are signed out</h1><p class="lead">See you next time.</p><a href="${escapeHtml(home)}/login">Sign in again</a>`);
}

export function renderIdentityError(out: { error?: string; error_description?: string }): string {
  const description = typeof out.error_description === 'string' ? out.error_description : String(out.error ?? 'error');
  return page('Sign-in error | Horizon', `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(description)}</p><a href="/login">Back to Horizon</a>`);
}

/** The provider's re-render errors of the device page, by name, in the words the person needs. */
const DEVICE_CODE_PROBLEMS: Record<string, string> = {
  NoCodeError: 'Enter the code that your terminal shows.',
  NotFoundError: 'The code you entered is incorrect. Try again.',
  ExpiredError: 'This code has expired. Start the publisher again for a new one.',
  AlreadyUsedError: 'This code has already been used. Start the publisher again for a new one.',
};

/** An attribute of the provider's own form; its values are HTML-escaped already. */
const formAttribute = (form: string, pattern: RegExp) => pattern.exec(form)?.[1] ?? '';

/**
 * /activate (Auth0's path): the person types the code the command-line publisher printed. The
 * provider's form carries the anti-forgery field and an inline `onfocus` handler that the
 * Content-Security-Policy would block, so the page rebuilds the form from its action and field values.
 */
export function renderDeviceCodeInput(form: string, err?: Error): string {
  if (err?.name === 'AbortedError') {
    return page(
      'Sign-in cancelled | Horizon',
      `<h1>Sign-in cancelled</h1><p class="lead">The publisher in your terminal stops without signing in. You can close this page.</p>`,
    );
  }
  const action = formAttribute(form, /action="([^"]*)"/);
  const xsrf = formAttribute(form, /name="xsrf" value="([^"]*)"/);
  const code = formAttribute(form, /value="([^"]*)"[^>]*name="user_code"/);
  const problem = err ? (DEVICE_CODE_PROBLEMS[err.name] ?? 'There was a problem with this sign-in. Try again.') : undefined;
  return page(
    'Device sign-in | Horizon',
    `<h1>Device sign-in</h1><p class="lead">Enter the code that the Horizon publisher shows in your terminal.</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${action}" autocomplete="off"><input type="hidden" name="xsrf" value="${xsrf}">
<label for="user_code">Code</label><input id="user_code" name="user_code" class="user-code" type="text" required autofocus value="${code}" placeholder="XXXX-XXXX">
<button type="submit">Continue</button></form><p class="foot">Horizon Asset Planning</p>`,
  );
}

/** The person checks that the page shows the code their terminal shows, then continues (signing in if needed) or cancels. */
export function renderDeviceCodeConfirmation(form: string, clientName: string, userCode: string): string {
  const formId = formAttribute(form, /id="([^"]*)"/);
  return page(
    'Confirm the device | Horizon',
    `<h1>Confirm the device</h1><p class="lead">${escapeHtml(clientName)} asks to work in Horizon as you. Continue only if your terminal shows this code:</p>
<p class="code" data-testid="user-code">${escapeHtml(userCode)}</p>${form}
<button type="submit" form="${formId}">Continue</button>
<button type="submit" form="${formId}" name="abort" value="yes" class="secondary">Cancel</button>
<p class="foot">If you did not start the publisher, cancel.</p>`,
  );
}

export function renderDeviceSignedIn(clientName: string): string {
  return page(
    'Signed in | Horizon',
    `<h1>You are signed in</h1><p class="lead">${escapeHtml(clientName)} continues in your terminal. You can close this page.</p>`,
  );
}
