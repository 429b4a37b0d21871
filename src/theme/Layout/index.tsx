import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import CrashProbe from '@site/src/plugins/crashProbe/CrashProbe';

type Props = WrapperProps<typeof LayoutType>;

// Wrapped only to place the crash probe inside the layout's error boundary.
export default function LayoutWrapper({children, ...props}: Props) {
  return (
    <Layout {...props}>
      <CrashProbe />
      {children}
    </Layout>
  );
}
