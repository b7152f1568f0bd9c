/**
 * Which rule paragraphs of a page have a live example: the paragraphs of the texts' quotations
 * (blockquotes), grouped by the section (`##` or `###` heading) they stand in, and the islands
 * (components with a `client:` directive) of each section. A paragraph inside a
 * `<div data-no-example="why">` wrapper is a deliberate exception, with its reason.
 *
 * @module
 */

/** A paragraph of a quotation of the texts. */
export interface RuleParagraph {
  /** The page's file name. */
  readonly page: string;
  /** The 1-based line it starts on. */
  readonly line: number;
  /** Its section's heading (empty before the first heading). */
  readonly section: string;
  /** Its first words. */
  readonly text: string;
  /** The reason of the `data-no-example` wrapper it stands in, or `null`. */
  readonly exception: string | null;
  /** The whole paragraph as the MDX writes it (its lines joined, the `>` marks taken off). */
  readonly source: string;
}

/** An island of a section: its JSX name and its string attributes. */
export interface Island {
  /** The component's name (`BjExample`). */
  readonly name: string;
  /** Its attributes written as strings (`scenario="split"`); expressions and bare flags are left out. */
  readonly props: Readonly<Record<string, string>>;
}

/** A page's rule paragraphs and the islands of each section. */
export interface PageExamples {
  readonly paragraphs: readonly RuleParagraph[];
  /** Section heading → the names of its islands, in order. */
  readonly islands: ReadonlyMap<string, readonly string[]>;
  /** Section heading → its islands with their string attributes, in order. */
  readonly islandProps: ReadonlyMap<string, readonly Island[]>;
}

/** The string attributes of a JSX element's text (`a="b"`). */
function stringProps(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(?:^|\s)([A-Za-z][\w-]*)="([^"]*)"/gu)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Reads a page's MDX.
 *
 * @param page - The file name, for the report.
 * @param mdx - The page's source.
 */
export function examplesOf(page: string, mdx: string): PageExamples {
  const lines = mdx.split('\n');
  const paragraphs: RuleParagraph[] = [];
  const islands = new Map<string, string[]>();
  const islandProps = new Map<string, Island[]>();
  const island = (name: string, text: string) => {
    islands.get(section)!.push(name);
    if (!islandProps.has(section)) islandProps.set(section, []);
    islandProps.get(section)!.push({ name, props: stringProps(text) });
  };
  let section = '';
  let exception: string | null = null;
  let para: { line: number; text: string } | null = null;
  let element: { name: string; text: string } | null = null;
  const close = () => {
    if (para) {
      const source = para.text.trim();
      paragraphs.push({ page, line: para.line, section, text: source.slice(0, 80), exception, source });
    }
    para = null;
  };
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    if (element) {
      element.text += ` ${line}`;
      if (/\/?>\s*$/.test(line)) {
        if (/\sclient:\w+/.test(element.text)) island(element.name, element.text);
        element = null;
      }
      return;
    }
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      close();
      section = heading[1]!.trim();
      islands.set(section, islands.get(section) ?? []);
      return;
    }
    if (!islands.has(section)) islands.set(section, []);
    const wrapper = /^<div\s+data-no-example="([^"]+)"\s*>/.exec(line);
    if (wrapper) {
      exception = wrapper[1]!;
      return;
    }
    if (/^<\/div>/.test(line) && exception !== null) {
      close();
      exception = null;
      return;
    }
    if (line.startsWith('>')) {
      const body = line.replace(/^>\s?/, '');
      if (body.trim() === '') close();
      else if (para) para.text += ` ${body}`;
      else para = { line: i + 1, text: body };
      return;
    }
    close();
    const tag = /^\s*<([A-Z][A-Za-z0-9]*)\b(.*)$/.exec(line);
    if (tag) {
      const text = tag[2]!;
      if (/\/?>\s*$/.test(text)) {
        if (/\sclient:\w+/.test(` ${text}`)) island(tag[1]!, text);
      } else element = { name: tag[1]!, text };
    }
  });
  close();
  return { paragraphs, islands, islandProps };
}

/**
 * The rule paragraphs with neither an island in their section nor a marked exception.
 *
 * @param examples - A page read by {@link examplesOf}.
 */
export function withoutExample(examples: PageExamples): RuleParagraph[] {
  return examples.paragraphs.filter(
    (p) => p.exception === null && (examples.islands.get(p.section) ?? []).length === 0,
  );
}
