/*
 * Lets the bundler drop the parts of React Router the site never uses (web/vite.config.ts). Its
 * production build defines every component and context at the top of one module, as
 * `var Form = React.forwardRef(...)` followed by `Form.displayName = "Form"`. Rolldown cannot know
 * that the call has no side effects (React's functions are not annotated pure), and the property
 * write counts as one, so Form, NavLink, ScrollRestoration, HistoryRouter and the contexts of the
 * data routers stayed in every page's first JavaScript although no module imports them (measured
 * in docs/performance.md › Figures behind choices in the code). This marks those calls pure and
 * drops the names, which only React's developer tools read; what is used is unchanged.
 */
import type { Plugin } from 'vite';

/** React Router's production modules (web/vite.config.ts aliases react-router to them). */
const REACT_ROUTER_PRODUCTION_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `Link.displayName = "Link";` at the top level of the module (inside a function it is indented). */
const DEVTOOLS_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;

/** `var Link = React10.forwardRef(`: a top-level component or context made by React. */
const MADE_BY_REACT = /^var ([A-Za-z_$][\w$]*) = (React\d*)\.(forwardRef|createContext|memo)\(/gm;

/** The module's code with those calls marked pure and the names dropped, and how many of each. */
export function treeShakableReactRouterModule(code: string): { code: string; pureCalls: number; namesDropped: number } {
  let pureCalls = 0;
  let namesDropped = 0;
  const rewritten = code
    .replace(DEVTOOLS_NAME, () => {
      namesDropped++;
      return '';
    })
    .replace(MADE_BY_REACT, (_whole, name: string, react: string, maker: string) => {
      pureCalls++;
      return `var ${name} = /* @__PURE__ */ ${react}.${maker}(`;
    });
  return { code: rewritten, pureCalls, namesDropped };
}

/**
 * The build's plugin. Fails the build when React Router's modules were bundled but none had
 * anything to mark: a new version written differently would otherwise quietly bring the unused
 * parts back.
 */
export function treeShakableReactRouter(): Plugin {
  let modulesSeen = 0;
  let pureCalls = 0;
  return {
    name: 'fernleaf-tree-shakable-react-router',
    apply: 'build',
    buildStart() {
      modulesSeen = 0;
      pureCalls = 0;
    },
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION_MODULE },
      handler(code) {
        modulesSeen++;
        const result = treeShakableReactRouterModule(code);
        pureCalls += result.pureCalls;
        return result.code === code ? null : { code: result.code, map: null };
      },
    },
    buildEnd(error) {
      if (!error && modulesSeen > 0 && pureCalls === 0)
        this.error(
          'tree-shakable-react-router: React Router has no `var X = React.forwardRef(` left to mark; see web/tree-shakable-react-router.ts',
        );
    },
  };
}
