import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import ApiReference from '@site/src/components/api-reference/ApiReference';
import type {ThemeCss} from '@site/src/components/api-reference/types';

/**
 * Route component of the two API reference pages (the routes are added by
 * config/apiReference.ts through redocusaurus' docusaurus-plugin-redoc). A full-width page
 * without the docs sidebar; Redoc provides its own operation menu.
 */
interface Props {
  specProps: {spec: object; url?: string};
  layoutProps?: {title?: string; description?: string};
  themeCss: ThemeCss;
}

export default function ApiDoc({specProps, layoutProps, themeCss}: Props): ReactNode {
  return (
    <Layout
      title={layoutProps?.title}
      description={layoutProps?.description}
      wrapperClassName="api-reference-page">
      <main>
        <ApiReference spec={specProps.spec} specUrl={specProps.url ?? ''} themeCss={themeCss} />
      </main>
    </Layout>
  );
}
