import type {ReactNode} from 'react';
import ToastRegion from '@site/src/components/Toast';
import {AnalyticsPrompt} from '@site/src/components/AnalyticsConsent';

// Wrapped (Root is meant for app-wide providers) to mount, on every page, the
// toast region that shows failed API requests and the analytics consent prompt.
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <ToastRegion />
      <AnalyticsPrompt />
    </>
  );
}
