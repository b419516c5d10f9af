import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {InDocContent} from '@site/src/components/doc-title/DocTitleTOC';

/** Marks the doc body so that its H1 can place the phone's "On this page" after itself (see src/components/doc-title). */
export default function DocItemContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <InDocContent.Provider value>
      <Content {...props} />
    </InDocContent.Provider>
  );
}
