import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from './ClientConfigContext';
import { isLongNameHost } from './longNameHost';

/** Sets the tab title to "<page> | Horizon", with the long product name on the host family that asks for it (SPEC 2). */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const { long_name_hosts: longNameHosts } = useClientConfig();
  const product = isLongNameHost(window.location.hostname, longNameHosts) ? t('common.productLongName') : t('common.productName');
  const title = t('common.pageTitle', { page, product });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
