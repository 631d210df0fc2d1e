import { CookieJar } from './codeFlow';

/** The value of a hidden or text field of an HTML form the provider rendered. */
function field(html: string, name: string): string | undefined {
  const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  return input?.match(/value="([^"]*)"/)?.[1];
}

export type DeviceDecision = 'confirm' | 'cancel';

export type DevicePage = { status: number; html: string };

/**
 * A browser on the device sign-in page (/activate) over plain HTTP: it keeps cookies, submits the
 * forms the pages show and follows redirects by hand, so each page can be looked at.
 */
export function deviceBrowser(baseUrl: string) {
  const jar = new CookieJar();
  const request = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(new URL(url, baseUrl), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(response);
    return response;
  };
  /** Follows 3xx answers until a page. */
  const settle = async (response: Response): Promise<DevicePage> => {
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      response = await request(response.headers.get('location')!);
    }
    return { status: response.status, html: await response.text() };
  };
  let page: DevicePage = { status: 0, html: '' };

  return {
    page: () => page,
    async open(verificationUri: string) {
      page = await settle(await request(verificationUri));
      return page;
    },
    /** Types a code into the page's code form and continues. */
    async enterCode(userCode: string) {
      page = await settle(await request('/activate', { xsrf: field(page.html, 'xsrf') ?? '', user_code: userCode }));
      return page;
    },
    /** On the confirmation page: Continue (confirm) or Cancel (abort). */
    async decide(decision: DeviceDecision) {
      const form: Record<string, string> = { xsrf: field(page.html, 'xsrf') ?? '', user_code: field(page.html, 'user_code') ?? '', confirm: 'yes' };
      if (decision === 'cancel') form.abort = 'yes';
      page = await settle(await request('/activate', form));
      return page;
    },
    /** On the sign-in form the confirmation led to. */
    async signIn(email: string, password: string) {
      const action = page.html.match(/<form[^>]*action="([^"]*)"/)?.[1];
      if (!action) throw new Error(`No sign-in form on the page:\n${page.html}`);
      page = await settle(await request(action, { email, password }));
      return page;
    },
  };
}
