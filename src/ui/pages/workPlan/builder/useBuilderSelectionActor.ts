import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builderSelectionMachine } from '../../../../machines/builderSelection.machine';
import { usePageActor } from '../../../app/root/usePageActor';
import { useNotify } from '../../../notifications/notify';

/**
 * The one wiring point of the Builder's selection: SPEC 5's limit warning as a toast. It lives as
 * long as the Builder does (system id 'builderSelection'), so its views share one selection.
 */
export function useBuilderSelectionActor() {
  const notify = useNotify();
  const { i18n } = useTranslation();
  const [machine] = useState(() => builderSelectionMachine.provide({ actions: { toast: (_, { kind, key }) => notify(kind, i18n.t(key)) } }));
  return usePageActor('builderSelection', machine);
}

export type BuilderSelectionRef = ReturnType<typeof useBuilderSelectionActor>;
