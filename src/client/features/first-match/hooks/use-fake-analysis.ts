import { useEffect, useState } from 'react';
import { FAKE_ANALYSIS, analysisComplete, nextAnalysisProgress, unlockedStages } from '../lib/fake-analysis';

/**
 * §2.9/§9 fake profile analysis: from 0, a tick every 200 ms adds 1-4 until 100. It runs on its own
 * (also under reduced motion: it gates the 'find match' button) and stops at 100.
 */
export function useFakeAnalysis(rand: () => number = Math.random) {
  const [progress, setProgress] = useState(0);
  const done = analysisComplete(progress);

  useEffect(() => {
    if (done) return;
    const id = window.setInterval(() => setProgress((p) => nextAnalysisProgress(p, rand)), FAKE_ANALYSIS.tickMs);
    return () => window.clearInterval(id);
  }, [done, rand]);

  return { progress, done, unlocked: unlockedStages(progress) };
}
