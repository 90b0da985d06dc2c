import type { TStatementBlock, TStatementText } from '@praktijkportaal/contract/statements';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/*
 * A statement's Markdown as the plain blocks the screen renders (decision 078): headings,
 * paragraphs and lists of text that may be bold, italic or a link. Nothing else passes: raw
 * HTML is left out, images keep their alt text, a link to anything but http(s) or mailto is
 * text, and the first level-1 heading is the title.
 */

type Marks = Pick<TStatementText, 'strong' | 'emphasis' | 'href'>;
const PLAIN: Marks = { strong: false, emphasis: false, href: null };

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export function markdownToStatement(markdown: string, defaultTitle: string) {
  let title: string | undefined;
  const blocks: TStatementBlock[] = [];

  function block(node: RootContent) {
    switch (node.type) {
      case 'heading':
        if (node.depth === 1 && title === undefined) {
          title = plainText(node);
          return;
        }
        blocks.push({
          type: 'heading',
          level: node.depth <= 2 ? 2 : 3,
          content: texts(node.children),
        });
        return;
      case 'paragraph':
        blocks.push({ type: 'paragraph', content: texts(node.children) });
        return;
      case 'list':
        blocks.push({
          type: 'list',
          ordered: node.ordered === true,
          items: listItems(node.children),
        });
        return;
      case 'blockquote':
        node.children.forEach(block);
        return;
      case 'code':
        blocks.push({ type: 'paragraph', content: [{ text: node.value, ...PLAIN }] });
        return;
      default:
        // html, thematicBreak, definition and the like: nothing to show.
        return;
    }
  }

  fromMarkdown(markdown).children.forEach(block);
  return { title: title ?? defaultTitle, blocks: blocks.filter(hasText) };
}

/** Each item's text; a nested list's items follow as items of their own. */
function listItems(items: RootContent[]): TStatementText[][] {
  return items.flatMap((item) => {
    if (item.type !== 'listItem') return [];
    const own: TStatementText[] = [];
    const nested: TStatementText[][] = [];
    for (const child of item.children) {
      if (child.type === 'list') nested.push(...listItems(child.children));
      else if (child.type === 'paragraph' || child.type === 'heading') {
        if (own.length > 0) own.push({ text: ' ', ...PLAIN });
        own.push(...texts(child.children));
      }
    }
    return [own, ...nested];
  });
}

function texts(nodes: PhrasingContent[], marks: Marks = PLAIN): TStatementText[] {
  return nodes.flatMap((node): TStatementText[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value, ...marks }];
      case 'break':
        return [{ text: ' ', ...marks }];
      case 'strong':
        return texts(node.children, { ...marks, strong: true });
      case 'emphasis':
        return texts(node.children, { ...marks, emphasis: true });
      case 'link':
        return texts(node.children, { ...marks, href: SAFE_LINK.test(node.url) ? node.url : null });
      case 'image':
        return node.alt ? [{ text: node.alt, ...marks }] : [];
      default:
        return 'children' in node ? texts(node.children as PhrasingContent[], marks) : [];
    }
  });
}

function plainText(node: Nodes): string {
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

function hasText(block: TStatementBlock) {
  const runs = block.type === 'list' ? block.items.flat() : block.content;
  return runs.some((run) => run.text.trim() !== '');
}
