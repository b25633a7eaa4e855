// Imported by warm.ts only. Order matters: the first import throws when evaluated, so main.ts (and everything
// it imports) is compiled into the cache but never run.
import './loaded-not-run.ts';
import '../main.ts';
// Modules the server loads only when needed (`import('./….ts')`) are compiled too, so loading them later does not
// bring in the type stripper; main-graph.test.ts keeps this list complete.
import '../modules/content/blog/front-matter.ts';
import '../modules/content/blog/sanitize.ts';
// The gazetteer's data (1.4 MB), which the domain imports on its first use.
import '../../../../packages/domain/src/catalog/gazetteer-cities.ts';
// The demo seed's own process (db/seed/seed-apart.ts) starts from npm run seed's entry.
import '../db/seed/run.ts';
// The blog import's own process (modules/content/blog/import-apart.ts).
import '../modules/content/blog/import-run.ts';
