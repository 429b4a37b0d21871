import type {MouseEvent} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {locales} from '@site/src/data/locales';
import {browserPreferenceStore} from '@site/src/plugins/language/browserStore';
import {savePreference} from '@site/src/plugins/language/preference';
import styles from './styles.module.scss';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

// The choice is saved before the browser follows the link, so the next page
// does not send the visitor back to the language they just left.
function saveChoice(event: MouseEvent) {
  const link = (event.target as Element).closest('a[lang]');
  const locale = link && locales.find((l) => l.htmlLang === link.getAttribute('lang'));
  if (locale) savePreference(browserPreferenceStore, locale);
}

export default function LocaleDropdownWrapper(props: Props) {
  return (
    <div className={styles.contents} onClickCapture={saveChoice}>
      <LocaleDropdownNavbarItem {...props} />
    </div>
  );
}
