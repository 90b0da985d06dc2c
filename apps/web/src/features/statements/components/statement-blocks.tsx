import type { TStatementBlock, TStatementText } from '@praktijkportaal/contract/statements';
import type { ReactNode } from 'react';
import { ACTION_LINK_CLASSES } from '../../../components/ui/action-link';

/** A statement's blocks as headings, paragraphs and lists (the server sends no HTML). */
export function StatementBlocks({ blocks }: { blocks: TStatementBlock[] }) {
  return (
    <div className="flex flex-col gap-4 text-slate-800">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a statement's blocks never move
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: TStatementBlock }) {
  if (block.type === 'heading') {
    return block.level === 2 ? (
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        <Runs runs={block.content} />
      </h2>
    ) : (
      <h3 className="mt-2 text-lg font-semibold text-slate-900">
        <Runs runs={block.content} />
      </h3>
    );
  }
  if (block.type === 'paragraph') {
    return (
      <p>
        <Runs runs={block.content} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={`flex flex-col gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a statement's items never move
        <li key={index}>
          <Runs runs={item} />
        </li>
      ))}
    </List>
  );
}

function Runs({ runs }: { runs: TStatementText[] }) {
  return runs.map((run, index) => {
    let content: ReactNode = run.text;
    if (run.emphasis) content = <em>{content}</em>;
    if (run.strong) content = <strong>{content}</strong>;
    if (run.href) {
      content = (
        <a href={run.href} className={ACTION_LINK_CLASSES.text}>
          {content}
        </a>
      );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a text never move
    return <span key={index}>{content}</span>;
  });
}
