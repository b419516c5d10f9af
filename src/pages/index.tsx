import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {AI_ASSISTANTS_ROUTE, PRODUCT_NAME} from '@site/src/constants/site';
import {homeAreas, homeReferences, homeSdks, type HomeCard} from '@site/src/data/homeCards';
import styles from './index.module.css';

function CardGrid({cards}: {cards: HomeCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link className={styles.card} to={card.to}>
            <span className={styles.kicker}>{card.kicker}</span>
            <Heading as="h3">{card.title}</Heading>
            <p>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description={`Guides, SDKs and API references for integrating ${PRODUCT_NAME} cookie consent, subject rights, data discovery and unified consent.`}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <Heading as="h1">{PRODUCT_NAME} developer documentation</Heading>
          <p className={styles.lead}>
            Collect consent, answer subject rights requests and map personal data across your
            business tools, with guides, SDKs and two API references.
          </p>
          <div className={styles.audiences}>
            <section className={styles.audience}>
              <Heading as="h2">For developers</Heading>
              <p>
                Install an SDK in your app or site, call the platform API with your key, and record
                consent across channels.
              </p>
              <ul className={styles.sdkLinks} aria-label="SDKs">
                {homeSdks.map((sdk) => (
                  <li key={sdk.to}>
                    <Link to={sdk.to}>{sdk.title}</Link>
                  </li>
                ))}
              </ul>
              <Link to="/customer-rest-api">Start with the Customer REST API</Link>
              <p>
                Or <Link to={AI_ASSISTANTS_ROUTE}>use these docs from your AI assistant</Link>, privately and offline.
              </p>
            </section>
            <section className={styles.audience}>
              <Heading as="h2">For privacy administrators</Heading>
              <p>
                Configure cookie banners, route subject rights requests to the right teams and
                connect the tools that hold personal data.
              </p>
              <Link to="/subject-rights/">Set up subject rights handling</Link>
            </section>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="sdks">
          <Heading as="h2" id="sdks">SDKs</Heading>
          <CardGrid cards={homeSdks} />
        </section>
        <section className={styles.section} aria-labelledby="areas">
          <Heading as="h2" id="areas">Product areas</Heading>
          <CardGrid cards={homeAreas} />
        </section>
        <section className={styles.section} aria-labelledby="references">
          <Heading as="h2" id="references">API references</Heading>
          <CardGrid cards={homeReferences} />
        </section>
      </main>
    </Layout>
  );
}
