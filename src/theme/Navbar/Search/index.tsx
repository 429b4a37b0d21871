import Search from '@theme-original/Navbar/Search';
import type SearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import styles from './styles.module.scss';

type Props = WrapperProps<typeof SearchType>;

// On a phone the theme pins the search to the bar's right edge, over
// whatever else is there; the language switcher now stays in the bar too,
// so the search takes its place in the row beside it.
export default function SearchWrapper(props: Props) {
  return <Search {...props} className={clsx(props.className, styles.inRow)} />;
}
