// What the API reference check counts as documented, as a function of a converted TypeDoc project
// (scripts/api-docs.mjs runs it on the packages, packages/registry-test/src/checks.test.ts on fixtures).
//   - an export (function, class, interface, type, constant, enum, namespace) needs a TSDoc summary;
//   - so does a field or method of an exported interface or class, and an enum member, except a
//     discriminant typed as a single literal (`readonly phase: 'betting'`), which says what it is;
//   - a main entry point (`resolveRules`, `apply`, `odds`, `deal`, …) needs an `@example`.
import { ReflectionKind } from 'typedoc';

/** Whether a comment has a non-empty summary. */
const hasSummary = (comment) => Boolean(comment?.summary?.some((part) => part.text.trim() !== ''));

/** The comment that documents a reflection: its own, or one of its signatures'. */
function documented(r) {
  if (hasSummary(r.comment)) return true;
  const signatures = [...(r.signatures ?? []), ...(r.type?.declaration?.signatures ?? [])];
  if (signatures.some((s) => hasSummary(s.comment))) return true;
  if (r.getSignature && hasSummary(r.getSignature.comment)) return true;
  return false;
}

const TOP_LEVEL =
  ReflectionKind.Function |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable |
  ReflectionKind.Enum |
  ReflectionKind.Namespace;
const MEMBER = ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor | ReflectionKind.EnumMember;
const OWNER = ReflectionKind.Interface | ReflectionKind.Class | ReflectionKind.Enum;

/** The main entry points of a subpath, which need an `@example`. */
export const MAIN_ENTRY =
  /^(resolveRules|start|apply|odds|analyse|advise|evaluate|parseCards|formatCards|payout|seededRng|resolveRulesWith)$/;
const hasExample = (r) =>
  [r.comment, ...(r.signatures ?? []).map((s) => s.comment)].some((c) =>
    c?.blockTags?.some((t) => t.tag === '@example'),
  );

/**
 * Walks a converted TypeDoc project and lists what is not documented.
 *
 * @param {import('typedoc').ProjectReflection} project - The converted project.
 * @returns {{ missing: string[], noExample: string[], noParams: string[] }} Declarations without a
 *   summary (fatal), main entry points without an `@example` (fatal), and functions whose parameters
 *   have no `@param` line (a note).
 */
export function docCoverage(project) {
  const missing = [];
  const noExample = [];
  const noParams = [];
  for (const r of Object.values(project.reflections)) {
    const parent = r.parent;
    if (!parent) continue;
    const isTop =
      r.kindOf(TOP_LEVEL) && parent.kindOf(ReflectionKind.Module | ReflectionKind.Project | ReflectionKind.Namespace);
    // A discriminant typed as one literal (`readonly phase: 'betting'`, `readonly ok: true`) says what it is.
    const isDiscriminant = r.kindOf(ReflectionKind.Property) && r.type?.type === 'literal';
    const isMember = r.kindOf(MEMBER) && parent.kindOf(OWNER) && !r.inheritedFrom && !isDiscriminant;
    if (!isTop && !isMember) continue;
    if (!documented(r)) missing.push(r.getFullName());
    if (isTop && r.kindOf(ReflectionKind.Function) && MAIN_ENTRY.test(r.name) && !hasExample(r)) {
      noExample.push(r.getFullName());
    }
    if (isTop && r.kindOf(ReflectionKind.Function)) {
      for (const sig of r.signatures ?? []) {
        const params = sig.parameters ?? [];
        const undocumented = params.filter((p) => !hasSummary(p.comment));
        if (undocumented.length > 0) noParams.push(`${r.getFullName()}(${undocumented.map((p) => p.name).join(', ')})`);
      }
    }
  }
  return {
    missing: [...new Set(missing)].sort(),
    noExample: [...new Set(noExample)].sort(),
    noParams: [...new Set(noParams)].sort(),
  };
}
