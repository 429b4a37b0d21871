import {useState} from 'react';
import Translate from '@docusaurus/Translate';
import type {OfflineHelpState} from '@site/src/lib/offlineHelp';
import styles from './Notices.module.scss';

/** The two notices of the saved help, loaded by ./index.tsx when one has something to say. */
export default function OfflineHelpNotices({readingSavedCopy, reloadToUpdate}: OfflineHelpState) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {readingSavedCopy && (
        <p className={styles.offline} data-offline-notice>
          <Translate id="offline.notice" description="Shown while offline, on a page the site saved for offline use">
            您已离线，正在显示已保存的帮助内容。
          </Translate>
        </p>
      )}
      {reloadToUpdate && !dismissed && (
        <div className={styles.update} data-update-prompt>
          <p>
            <Translate id="update.available" description="A new version of the site is ready">
              网站有新版本。
            </Translate>
          </p>
          <button type="button" className="button button--primary button--sm" onClick={reloadToUpdate}>
            <Translate id="update.reload" description="Button: load the new version of the site">
              重新加载
            </Translate>
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => setDismissed(true)}>
            <Translate id="update.later" description="Button: keep reading this version for now">
              稍后
            </Translate>
          </button>
        </div>
      )}
    </>
  );
}
