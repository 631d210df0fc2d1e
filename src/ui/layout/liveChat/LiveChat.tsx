import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../app/ClientConfigContext';
import { useLiveChatActor, type LiveChatRef } from './useLiveChatActor';
import './LiveChat.css';

type Shown = 'loading' | 'online' | 'offline' | 'nothing';

const selectShown = (snapshot: ReturnType<LiveChatRef['getSnapshot']>): Shown =>
  snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('online') ? 'online' : snapshot.hasTag('offline') ? 'offline' : 'nothing';

/**
 * Live chat at the foot of the side bar (SPEC 4, 7, 9): a 24 px spinner until agent availability
 * is known, then 'Live Chat!' (starts the provider's chat) or 'Email Us' (a mail draft to the
 * support address), nothing after a failed init. 184 px wide beside the expanded bar, 24 px square
 * beside the collapsed one, whose label slides out on hover.
 */
export function LiveChat({ collapsed }: { collapsed: boolean }) {
  // Its texts come with the first page (not a namespace of their own): the buttons show on every page.
  const { t } = useTranslation();
  const { support_email: supportEmail } = useClientConfig();
  const chatRef = useLiveChatActor();
  const shown = useSelector(chatRef, selectShown);
  if (shown === 'nothing') return null;
  const size = collapsed ? 'live-chat--compact' : 'live-chat--full';
  return (
    <div className={`live-chat ${size}`} data-testid="live-chat">
      {shown === 'loading' ? (
        <span className="live-chat__spinner" role="status" aria-label={t('liveChat.checking')}>
          <i className="pi pi-spin pi-spinner" aria-hidden="true" />
        </span>
      ) : shown === 'online' ? (
        <button type="button" className="live-chat__button live-chat__button--online" onClick={() => chatRef.send({ type: 'chat.start' })}>
          <i className="pi pi-comments" aria-hidden="true" />
          <span className="live-chat__label">{t('liveChat.online')}</span>
        </button>
      ) : (
        <a className="live-chat__button live-chat__button--offline" href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('liveChat.mailSubject'))}`}>
          <i className="pi pi-envelope" aria-hidden="true" />
          <span className="live-chat__label">{t('liveChat.offline')}</span>
        </a>
      )}
    </div>
  );
}
