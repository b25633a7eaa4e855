// Imported by warm.ts only. Order matters: the first import throws when evaluated, so main.ts (and everything
// it imports) is compiled into the cache but never run.
import './loaded-not-run.ts';
import '../main.ts';
