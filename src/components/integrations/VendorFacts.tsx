import type {ReactNode} from 'react';
import {useAnnounceVendorCategory} from '../currentVendorCategory';
import InlineCode from './InlineCode';
import SupportBadge from './SupportBadge';
import {capabilityKeys, capabilityLabels, type Vendor} from './vendorModel';
import styles from './styles.module.css';

/** What each capability does when the connector has it, and what happens instead when it has not. */
const capabilityMeaning = {
  discovery: {
    yes: 'Scans the tool and proposes fields with classifications',
    no: 'Not automated: the fields of the data store are added by hand',
  },
  access: {
    yes: "Retrieves a subject's records for an access request",
    no: 'Not automated: access requests become action items for the owners of the data store',
  },
  deletion: {
    yes: "Deletes or anonymises a subject's records for an erasure request",
    no: 'Not automated: erasure requests become action items for the owners of the data store',
  },
  optOut: {
    yes: 'Records an unsubscribe or do-not-sell opt-out in the tool',
    no: 'Not automated: opt-out requests become action items for the owners of the data store',
  },
} as const;

/**
 * The facts of one vendor: capability table, authentication, prerequisites and the data it holds,
 * from its record (`@site/data/vendor-record.json?vendor=<slug>`).
 */
export default function VendorFacts({vendor}: {vendor: Vendor}): ReactNode {
  useAnnounceVendorCategory(vendor.category);
  return (
    <div className={styles.facts}>
      <table className={styles.table}>
        <caption>What the {vendor.name} connector supports</caption>
        <thead>
          <tr>
            <th scope="col">Capability</th>
            <th scope="col">Supported</th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          {capabilityKeys.map((key) => (
            <tr key={key}>
              <th scope="row">{capabilityLabels[key]}</th>
              <td>
                <SupportBadge supported={vendor.capabilities[key]} />
              </td>
              <td>{capabilityMeaning[key][vendor.capabilities[key] ? 'yes' : 'no']}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.factList}>
        <dt>Category</dt>
        <dd>{vendor.category}</dd>
        <dt>Authentication</dt>
        <dd>{vendor.authMethod}</dd>
        <dt>Authorising role</dt>
        <dd>{vendor.adminRole}</dd>
        <dt>Scopes and permissions</dt>
        <dd>
          <ul>
            {vendor.scopes.map((scope) => (
              <li key={scope}>
                <InlineCode text={scope} />
              </li>
            ))}
          </ul>
        </dd>
        <dt>Prerequisites</dt>
        <dd>
          <ul>
            {vendor.prerequisites.map((item) => (
              <li key={item}>
                <InlineCode text={item} />
              </li>
            ))}
          </ul>
        </dd>
        <dt>Objects scanned</dt>
        <dd>{vendor.scannedObjects.join(', ')}</dd>
        <dt>Personal data typically held</dt>
        <dd>{vendor.personalData.join(', ')}</dd>
      </dl>
    </div>
  );
}
