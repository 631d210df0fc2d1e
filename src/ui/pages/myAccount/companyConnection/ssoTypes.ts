import { ssoTypeSchema, type SsoType } from '../../../../api/schemas/companyConnection.schema';

/** The identity products by their own names, which no language translates. */
const PRODUCT_NAMES: Record<Exclude<SsoType, 'none'>, string> = {
  azure_ad: 'Microsoft Entra ID',
  okta: 'Okta',
  google_workspace: 'Google Workspace',
  saml: 'SAML 2.0',
};

/** The SSO type choices; `none` is labelled in the user's language. */
export function ssoTypeOptions(noneLabel: string): Array<{ value: SsoType; label: string }> {
  return ssoTypeSchema.options.map((value) => ({ value, label: value === 'none' ? noneLabel : PRODUCT_NAMES[value] }));
}
