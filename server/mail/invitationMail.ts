import i18next from 'i18next';
import enAU from '../../src/locales/namespaces/invitationMail/en-AU.json' with { type: 'json' };
import enUS from '../../src/locales/namespaces/invitationMail/en-US.json' with { type: 'json' };
import enGB from '../../src/locales/namespaces/invitationMail/en-GB.json' with { type: 'json' };
import zhCN from '../../src/locales/namespaces/invitationMail/zh-CN.json' with { type: 'json' };
import type { Locale } from '../../src/api/schemas/profile.schema';
import type { Permission } from '../../src/api/schemas/user.schema';
import type { MailMessage } from './mailer';

/*
 * The template lives with the UI's texts (src/locales/namespaces/invitationMail), so that it is
 * translated, and checked for missing keys, with them. The mail is plain text: nothing is escaped.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: { 'en-AU': { mail: enAU }, 'en-US': { mail: enUS }, 'en-GB': { mail: enGB }, 'zh-CN': { mail: zhCN } },
  lng: 'en-AU',
  fallbackLng: 'en-AU',
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export type InvitationMail = {
  /** `invited`: a pending invitation to an email without an account; `added`: an account made a member at once. */
  kind: 'invited' | 'added';
  to: string;
  locale: Locale;
  inviter: { name: string; email: string };
  portfolio: string;
  permission: Permission;
  link: string;
};

/** Header values are one line, whatever a portfolio's or a person's name holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The invitation e-mail in the recipient's language (the caller decides which that is). */
export function invitationMail(mail: InvitationMail): MailMessage {
  const t = texts.getFixedT(mail.locale);
  const values = {
    inviter: mail.inviter.name,
    inviterEmail: mail.inviter.email,
    portfolio: mail.portfolio,
    permission: t(`permission.${mail.permission}`),
    email: mail.to,
  };
  const lines =
    mail.kind === 'invited'
      ? [t('greeting'), '', t('invited', values), '', t('join', values), mail.link, '', t('noAccount'), t('ignore')]
      : [t('greeting'), '', t('added', values), '', t('open'), mail.link, '', t('optOut')];
  return {
    to: mail.to,
    replyTo: mail.inviter.email,
    subject: oneLine(t(`subject.${mail.kind}`, values)),
    text: [...lines, '', t('signature')].join('\n'),
  };
}
