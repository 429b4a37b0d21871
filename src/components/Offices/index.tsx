import {Fragment} from 'react';
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
          <address translate="no">
            {/* Lines break between an address's parts, never inside a house number or a street's name. */}
            {office.address.split(', ').map((part, i) => (
              <Fragment key={part}>
                {i > 0 && ', '}
                <span className="nowrap">{part}</span>
              </Fragment>
            ))}
          </address>
        </li>
      ))}
    </ul>
  );
}
