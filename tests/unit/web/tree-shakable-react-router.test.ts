import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { treeShakableReactRouter, treeShakableReactRouterModule } from '../../../web/tree-shakable-react-router.js';

describe('treeShakableReactRouterModule', () => {
  it("marks React's top-level factories pure and drops the developer tools' names", () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Form = React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      'Form.displayName = "Form";',
      'var Memoised = React3.memo(Routes);',
      'function useFetcher() {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
    ].join('\n');
    const result = treeShakableReactRouterModule(source);
    expect(result).toMatchObject({ pureCalls: 3, namesDropped: 2 });
    expect(result.code).toContain('var LocationContext = /* @__PURE__ */ React.createContext(null);');
    expect(result.code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(result.code).toContain('var Memoised = /* @__PURE__ */ React3.memo(Routes);');
    expect(result.code).not.toContain('Form.displayName = "Form"');
    // Inside a function it is not a top-level statement: left alone.
    expect(result.code).toContain('    FetcherForm2.displayName = "fetcher.Form";');
  });

  it('leaves code without either untouched', () => {
    const source = 'var x = createContext(null);\nx.displayName = name;';
    expect(treeShakableReactRouterModule(source)).toEqual({ code: source, pureCalls: 0, namesDropped: 0 });
  });
});

describe("the plugin on React Router's production build", () => {
  const productionIndex = fileURLToPath(
    new URL('../../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  /** Bundles an entry that uses Link alone, as the site's build resolves react-router (web/vite.config.ts). */
  async function bundleLinkOnly(plugins: Plugin[]): Promise<string> {
    const entry = 'virtual:link-only';
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: [{ find: /^react-router$/, replacement: productionIndex }] },
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === entry ? id : null),
          load: (id) => (id === entry ? "export { Link } from 'react-router';" : null),
        },
        ...plugins,
      ],
      build: {
        write: false,
        minify: true,
        rolldownOptions: {
          input: entry,
          external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'],
          preserveEntrySignatures: 'strict',
        },
      },
    })) as Rolldown.RolldownOutput;
    return result.output[0].code;
  }

  it('lets the bundler drop the components nothing imports', async () => {
    const [without, withPlugin] = await Promise.all([bundleLinkOnly([]), bundleLinkOnly([treeShakableReactRouter()])]);
    // Form's default encoding: only Form and useSubmit carry it.
    expect(without).toContain('application/x-www-form-urlencoded');
    expect(withPlugin).not.toContain('application/x-www-form-urlencoded');
    expect(withPlugin.length).toBeLessThan(without.length * 0.9);
  });
});
