/**
 * Stands in for `prism-react-renderer` in the browser bundle (see
 * src/plugins/plainCodeBlocks.ts). The help center has no code samples, yet
 * the classic theme loads Prism on every page: ~30 KB gzip, a fifth of the
 * first-load JavaScript. Code blocks, should one appear, render as plain
 * monospaced text through the theme's own CodeBlock.
 */
import type {ReactNode} from 'react';

type Token = {types: string[]; content: string; empty?: boolean};
type Props = {className?: string; style?: object; [key: string]: unknown};

type RenderProps = {
  className: string;
  style: object;
  tokens: Token[][];
  getLineProps: (input: Props & {line: Token[]}) => Props;
  getTokenProps: (input: Props & {token: Token}) => Props & {children: string};
};

export function Highlight({code, children}: {code: string; children: (props: RenderProps) => ReactNode}) {
  const tokens = code
    .replace(/\n$/, '')
    .split('\n')
    .map((content) => [{types: ['plain'], content, empty: content === ''}]);
  return children({
    className: 'prism-code',
    style: {},
    tokens,
    getLineProps: ({line: _line, className, ...rest}) => ({...rest, className: `token-line ${className ?? ''}`}),
    getTokenProps: ({token, className, ...rest}) => ({
      ...rest,
      className: `token plain ${className ?? ''}`,
      children: token.empty ? '\n' : token.content,
    }),
  });
}

/** The theme registers extra languages on this; there are none to register. */
export const Prism = {languages: {}};
