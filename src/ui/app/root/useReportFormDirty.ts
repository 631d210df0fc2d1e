import { useEffect } from 'react';
import { useApp } from './AppContext';

/**
 * For a page with a form: tells the root whether it holds unsaved changes, and that it holds none
 * once the page goes away, so that the leave warning never outlives the form.
 */
export function useReportFormDirty(dirty: boolean): void {
  const { appRef } = useApp();
  useEffect(() => {
    appRef.send({ type: 'form.dirty', dirty });
  }, [appRef, dirty]);
  useEffect(() => () => appRef.send({ type: 'form.dirty', dirty: false }), [appRef]);
}
