import type {ReactNode} from 'react';
import ToastRegion from '@site/src/components/Toast';
import {AnalyticsPrompt} from '@site/src/components/AnalyticsConsent';
import OfflineHelpNotices from '@site/src/components/OfflineHelp';

// Wrapped (Root is meant for app-wide providers) to mount, on every page, the
// toast region that shows failed API requests, the analytics consent prompt
// and the notices of the help saved for offline use.
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <ToastRegion />
      <AnalyticsPrompt />
      <OfflineHelpNotices />
    </>
  );
}
