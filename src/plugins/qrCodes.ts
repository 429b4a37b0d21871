import type {Plugin, PluginModule} from '@docusaurus/types';
import QRCode from 'qrcode';
import {appLinks, type QrTarget} from '../data/contacts';

const targets: readonly QrTarget[] = ['miniProgram', 'officialAccount'];

export type QrCodes = Record<QrTarget, {url: string; svg: string}>;

/**
 * Generates the QR codes of src/data/contacts.ts at build time, as SVG, into
 * a generated JSON module that only the pages showing a code import: no QR
 * library in the browser, and a code can never point somewhere else than the
 * URL next to it.
 */
function qrCodesPlugin(): Plugin<QrCodes> {
  return {
    name: 'qr-codes',
    async loadContent() {
      const entries = await Promise.all(
        targets.map(async (target) => {
          const url = appLinks[target];
          const svg = await QRCode.toString(url, {type: 'svg', margin: 2, errorCorrectionLevel: 'M'});
          return [target, {url, svg}] as const;
        }),
      );
      return Object.fromEntries(entries) as QrCodes;
    },
    async contentLoaded({content, actions}) {
      await actions.createData('qr-codes.json', JSON.stringify(content));
    },
  };
}

export default qrCodesPlugin as PluginModule;
