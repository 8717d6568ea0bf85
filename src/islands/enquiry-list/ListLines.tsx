/**
 * The enquiry list's lines, read-only, in the contact form: a thin wrapper over the framework-free
 * markup (list-lines-markup.ts, issue #14) that the list page renders too, so the lines exist once.
 * The wrapper box is `display: contents`, so the list lays out as the parent's child.
 */
import { useMemo } from 'react';
import type { KeyedListLine } from '../../lib/enquiry/list-view.ts';
import { listLinesHtml } from './list-lines-markup.ts';

interface Props {
  lines: readonly KeyedListLine[];
}

const CONTENTS = { display: 'contents' } as const;

export default function ListLines({ lines }: Props) {
  const markup = useMemo(() => ({ __html: listLinesHtml(lines).value }), [lines]);
  return <div style={CONTENTS} dangerouslySetInnerHTML={markup} />;
}
