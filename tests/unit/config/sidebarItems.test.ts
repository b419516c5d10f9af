import {describe, expect, it} from 'vitest';
import {sidebarItemsGenerator} from '../../../config/sidebarItems';
import vendorData from '../../../data/vendors.json';

type GeneratorArgs = Parameters<typeof sidebarItemsGenerator>[0];

const doc = (id: string) => ({id, title: id, frontMatter: {}, source: `@site/docs/${id}.mdx`, sourceDirName: '.', sidebarPosition: undefined});

describe('sidebarItemsGenerator', () => {
  it('leaves the vendor pages out of the sidebar and lists one link per vendor category into the catalogue', async () => {
    const docs = [
      doc('integrations/data-discovery-integrations/index'),
      doc('integrations/data-discovery-integrations/list-of-capabilities'),
      ...vendorData.map((vendor) => doc(`integrations/data-discovery-integrations/${vendor.slug}`)),
    ];
    let seen: string[] = [];
    const items = await sidebarItemsGenerator({
      docs,
      defaultSidebarItemsGenerator: async ({docs: given}: {docs: {id: string}[]}) => {
        seen = given.map((d) => d.id);
        return [
          {
            type: 'category',
            label: 'Data discovery integrations',
            link: {type: 'doc', id: 'integrations/data-discovery-integrations/index'},
            items: given.filter((d) => !d.id.endsWith('/index')).map((d) => ({type: 'doc', id: d.id})),
          },
        ];
      },
    } as unknown as GeneratorArgs);
    expect(seen).toEqual(['integrations/data-discovery-integrations/index', 'integrations/data-discovery-integrations/list-of-capabilities']);
    const [group] = items;
    if (group?.type !== 'category') throw new Error('expected the data-discovery category');
    const byCategory = group.items.at(-1);
    if (byCategory?.type !== 'category') throw new Error('expected the vendor categories');
    const categories = new Set(vendorData.map((vendor) => vendor.category));
    expect(byCategory.items).toHaveLength(categories.size);
    expect(byCategory.items[0]).toMatchObject({
      type: 'link',
      href: `/integrations/data-discovery-integrations/list-of-capabilities?category=${encodeURIComponent([...categories].sort()[0]).replace(/%20/g, '+')}`,
    });
  });
});
