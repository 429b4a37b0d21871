declare module '*.module.scss' {
  const classes: {readonly [key: string]: string};
  export default classes;
}

declare module '@generated/qr-codes/default/qr-codes.json' {
  const codes: import('./plugins/qrCodes').QrCodes;
  export default codes;
}

declare module '@generated/qr-codes/default/messenger-qr-codes.json' {
  const codes: import('./plugins/qrCodes').MessengerQrCodes;
  export default codes;
}

// Side-effect modules: each adds one business page's messages (src/plugins/upstream/pageTranslations).
declare module '@site-page-translations/*';
