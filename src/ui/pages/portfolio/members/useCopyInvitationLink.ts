import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../notifications/notify';

/** Puts an invitation link on the clipboard and says whether it got there. */
export function useCopyInvitationLink() {
  const { i18n } = useTranslation();
  const notify = useNotify();
  return (link: string) => {
    navigator.clipboard.writeText(link).then(
      () => notify('success', i18n.t('invitations:share.copied')),
      () => notify('error', i18n.t('invitations:share.copyFailed')),
    );
  };
}
