import type {ReactNode} from 'react';

/** Renders `backticked` spans of a data string as <code>, so vendor data can name scopes and settings. */
export default function InlineCode({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>,
      )}
    </>
  );
}
