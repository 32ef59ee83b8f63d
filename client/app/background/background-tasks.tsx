import { useEventLogUpload } from './use-event-log-upload.ts';
import { useVersionCheck } from './use-version-check.ts';

/** What runs for the whole life of the tab: the version check and the event-log upload. */
export function BackgroundTasks() {
  useVersionCheck();
  useEventLogUpload();
  return null;
}
