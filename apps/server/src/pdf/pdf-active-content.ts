/**
 * What a reader would run, open or send from a PDF: each is a reason to refuse an upload
 * (decisions 055 and 081). Links to web pages (`/URI`) and to the document's own pages stay.
 */
export type PdfActiveContent =
  | 'javascript'
  | 'launchAction'
  | 'embeddedFile'
  | 'xfaScript'
  | 'richMedia'
  | 'formAction';

/**
 * The names that only ever appear in a PDF for these, as keys or values: JavaScript (a `/JS`
 * entry, `/S /JavaScript`, the `/JavaScript` name tree), `/S /Launch`, embedded files (the
 * `/EmbeddedFiles` name tree, `/EF`, `/Type /EmbeddedFile`, file-attachment annotations and
 * `/GoToE`, which opens one), `/RichMedia` (Flash and video) and the form actions that send or
 * read data (`/SubmitForm`, `/ImportData`). A name is found wherever it stands, so a file
 * cannot hide one from the check by where it hangs it.
 */
export const ACTIVE_CONTENT_NAMES = new Map<string, PdfActiveContent>([
  ['JS', 'javascript'],
  ['JavaScript', 'javascript'],
  ['Launch', 'launchAction'],
  ['EmbeddedFiles', 'embeddedFile'],
  ['EF', 'embeddedFile'],
  ['EmbeddedFile', 'embeddedFile'],
  ['FileAttachment', 'embeddedFile'],
  ['GoToE', 'embeddedFile'],
  ['RichMedia', 'richMedia'],
  ['RichMediaContent', 'richMedia'],
  ['SubmitForm', 'formAction'],
  ['ImportData', 'formAction'],
]);

/** An XFA `<script>` element, with or without a namespace prefix. */
const XFA_SCRIPT = /<(?:[\w.-]+:)?script[\s/>]/i;

/**
 * Whether an XFA packet holds a script. NUL bytes are dropped first, so UTF-16 text is read
 * too; a packet that ends inside a tag is counted as one, because readers join the packets
 * and `<scr` + `ipt>` would make one there.
 */
export function xfaPacketHasScript(packet: Buffer) {
  const text = packet.toString('latin1').replaceAll('\0', '');
  return XFA_SCRIPT.test(text) || text.lastIndexOf('<') > text.lastIndexOf('>');
}
