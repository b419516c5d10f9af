import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {DASHBOARD_URL, PLATFORM_API_BASE, PLATFORM_KEY_HEADER} from '@site/src/constants/site';
import {roleInProse} from '@site/data/prose.mjs';
import InlineCode from './InlineCode';
import type {Vendor} from './vendorModel';

/**
 * The authorise step differs by how the vendor's API authenticates. The access Privana asks for
 * follows a colon rather than parentheses: many scopes and roles carry parentheses of their own
 * ("`nu` (named users)", "Administrator (Accelo admin user)"), which would nest.
 */
function authoriseStep(vendor: Vendor): ReactNode {
  const scopes = vendor.scopes.map((scope, index) => (
    <span key={scope}>
      {index > 0 ? ', ' : ''}
      <InlineCode text={scope} />
    </span>
  ));
  const role = roleInProse(vendor.adminRole);
  switch (vendor.authMethod) {
    case 'OAuth 2.0':
      return (
        <>
          Select <strong>Authorise</strong>. {vendor.name} opens its consent screen: sign in as a user
          with {role} and approve the access Privana asks for: {scopes}. {vendor.name} returns a refresh
          token to Privana; no password is stored.
        </>
      );
    case 'API key':
      return (
        <>
          In {vendor.name}, a user with {role} creates an API key for Privana with this access: {scopes}.
          Paste the key into the <strong>API key</strong> box of the data store and select{' '}
          <strong>Test connection</strong>.
        </>
      );
    case 'Personal access token':
      return (
        <>
          Sign in to {vendor.name} as the integration user, a user with {role}, and generate a personal
          access token with this access: {scopes}. Paste the token into the data store and select{' '}
          <strong>Test connection</strong>.
        </>
      );
    case 'Basic auth':
      return (
        <>
          Create a dedicated {vendor.name} integration user with {role} and this access: {scopes}. Enter
          its user name and password, or its API token, and select <strong>Test connection</strong>.
          Privana encrypts the credentials at rest.
        </>
      );
    case 'Service account':
      return (
        <>
          A user with {role} creates a service account with this access: {scopes}, and downloads its
          key. Upload the key file to the data store and select <strong>Test connection</strong>.
        </>
      );
  }
}

function createDataStoreSample(vendor: Vendor): string {
  const body = {
    name: `${vendor.name} production`.slice(0, 64),
    description: `${vendor.category} data held in ${vendor.name}`.slice(0, 256),
    alias: vendor.slug.slice(0, 64),
    connectorId: 'CONNECTOR_ID',
    owners: [{email: 'privacy-team@example.com', primary: true}],
  };
  const json = JSON.stringify(body, null, 2).replace('"CONNECTOR_ID"', '"\'"$CONNECTOR_ID"\'"');
  return [
    `# 1. Find the ${vendor.name} connector and note its connectorId`,
    `curl "${PLATFORM_API_BASE}/data-discovery/connectors?type=saas&name=${encodeURIComponent(vendor.name)}" \\`,
    `  -H "${PLATFORM_KEY_HEADER}: $PRIVANA_API_KEY"`,
    '# Set CONNECTOR_ID to the connectorId in that response.',
    '',
    '# 2. Create the data store with that connector',
    `curl -X POST "${PLATFORM_API_BASE}/data-discovery/data-stores" \\`,
    `  -H "${PLATFORM_KEY_HEADER}: $PRIVANA_API_KEY" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '${json}'`,
  ].join('\n');
}

/** Numbered setup steps for one vendor, built from its record (`@site/data/vendor-record.json?vendor=<slug>`). */
export default function VendorSetupSteps({vendor}: {vendor: Vendor}): ReactNode {
  const {capabilities} = vendor;
  const requestKinds = [
    capabilities.access && 'access',
    capabilities.deletion && 'deletion',
    capabilities.optOut && 'opt-out',
  ].filter((kind): kind is string => Boolean(kind));
  return (
    <ol>
      <li>
        Check the prerequisites above, and make sure you can sign in to {vendor.name} as a user with{' '}
        {roleInProse(vendor.adminRole)}.
      </li>
      <li>
        Create a data store for {vendor.name}. In the dashboard at <code>{DASHBOARD_URL}</code>, open{' '}
        <strong>Data discovery → Data stores</strong>, select <strong>Add data store</strong> and choose
        the {vendor.name} connector. The name is 1 to 64 characters; the store type is{' '}
        <code>saas</code>. To script it instead, look up the connector with{' '}
        <code>GET /v1/data-discovery/connectors</code> and create the store with{' '}
        <code>POST /v1/data-discovery/data-stores</code>:
        <CodeBlock language="bash">{createDataStoreSample(vendor)}</CodeBlock>
      </li>
      <li>{authoriseStep(vendor)}</li>
      <li>
        Select <strong>Run scan</strong>. The connector reads {vendor.scannedObjects.join(', ')} and
        records every attribute it finds as a field of the data store.
      </li>
      <li>
        Review the proposed fields and their classifications. Confirm or change each one, and remove
        fields that hold no personal data. The same review is available through{' '}
        <code>GET /v1/data-discovery/data-stores/{'{dataStoreId}'}/fields</code> and{' '}
        <code>PATCH /v1/data-discovery/data-stores/{'{dataStoreId}'}/fields/{'{fieldId}'}</code>.
      </li>
      {requestKinds.length > 0 ? (
        <li>
          Add the data store to your <Link to="/subject-rights/">subject rights</Link> workflow so that{' '}
          {requestKinds.join(', ').replace(/, ([^,]*)$/, ' and $1')} requests reach {vendor.name}{' '}
          automatically.
        </li>
      ) : (
        <li>
          {vendor.name} supports discovery only: subject rights requests for it become action items
          that an owner of the data store completes by hand in {vendor.name}. See{' '}
          <Link to="/subject-rights/">subject rights</Link>.
        </li>
      )}
    </ol>
  );
}
