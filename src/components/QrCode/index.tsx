import Link from '@docusaurus/Link';
import qrCodes from '@generated/qr-codes/default/qr-codes.json';
import type {QrCodes} from '@site/src/plugins/qrCodes';
import type {QrTarget} from '@site/src/data/contacts';
import styles from './styles.module.scss';

type Props = {target: QrTarget; caption: string};

/**
 * A QR code generated at build time (src/plugins/qrCodes.ts), with its
 * caption and, for phone users who cannot scan their own screen, the link.
 */
export default function QrCode({target, caption}: Props) {
  const {url, svg} = (qrCodes as QrCodes)[target];
  return (
    <figure className={styles.qr}>
      <span
        className={styles.code}
        role="img"
        aria-label={caption}
        data-qr={target}
        // Trusted: generated at build time by the qrcode library from our own URL.
        dangerouslySetInnerHTML={{__html: svg}}
      />
      <figcaption>
        <Link href={url}>{caption}</Link>
      </figcaption>
    </figure>
  );
}
