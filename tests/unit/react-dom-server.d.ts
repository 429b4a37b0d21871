// react-dom ships no types here (@types/react-dom is not installed); the golden test renders with this one function.
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactElement): string;
}
