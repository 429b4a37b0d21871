import type {ReactNode} from 'react';
import ToastRegion from '@site/src/components/Toast';

// Wrapped (Root is meant for app-wide providers) to mount the toast region
// that shows failed API requests on every page.
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}
