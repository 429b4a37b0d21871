import {offices} from '@site/src/data/contacts';
import {cityName} from '@site/src/labels/cities';
import styles from './styles.module.scss';

/** Office addresses, written as the post office expects them. */
export default function Offices() {
  return (
    <ul className={styles.offices}>
      {offices.map((office) => (
        <li key={office.city}>
          <strong>{cityName(office.city)}</strong>
          <address translate="no">{office.address}</address>
        </li>
      ))}
    </ul>
  );
}
