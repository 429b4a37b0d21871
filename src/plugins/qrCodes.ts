import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import QRCode from 'qrcode';
import {appLinks, type QrTarget} from '../data/contacts';
import {messengersOf} from '../data/messengers';

const appTargets: readonly QrTarget[] = ['miniProgram', 'officialAccount'];

export type QrCode = {url: string; svg: string};
export type QrCodes = Record<QrTarget, QrCode>;
/** This locale's messengers' codes, keyed by their URL. */
export type MessengerQrCodes = Record<string, string>;

const toSvg = (url: string) => QRCode.toString(url, {type: 'svg', margin: 2, errorCorrectionLevel: 'M'});

/**
 * Generates the QR codes of src/data/contacts.ts and src/data/messengers.ts
 * at build time, as SVG, into generated JSON modules that only the components
 * showing a code import: no QR library in the browser, and a code can never
 * point somewhere else than the URL next to it. The messengers' module holds
 * the building locale's only.
 */
function qrCodesPlugin(context: LoadContext): Plugin<{app: QrCodes; messengers: MessengerQrCodes}> {
  return {
    name: 'qr-codes',
    async loadContent() {
      const app = Object.fromEntries(
        await Promise.all(
          appTargets.map(async (target) => [target, {url: appLinks[target], svg: await toSvg(appLinks[target])}]),
        ),
      ) as QrCodes;
      const messengers = Object.fromEntries(
        await Promise.all(messengersOf(context.i18n.currentLocale).map(async ({url}) => [url, await toSvg(url)])),
      ) as MessengerQrCodes;
      return {app, messengers};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('qr-codes.json', JSON.stringify(content.app));
      await actions.createData('messenger-qr-codes.json', JSON.stringify(content.messengers));
    },
  };
}

export default qrCodesPlugin as PluginModule;
