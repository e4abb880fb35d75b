import type { ReactNode } from 'react';
import {
  RING_DEFAULT_SIZE,
  RING_DEFAULT_STROKE,
  RING_MAX_PERCENT,
  clampRingPercent,
  progressBand,
} from '@dayflow/core';
import { BAND_STYLES } from './progress-colors';
import { PROGRESS_LABELS } from './progress-labels';

export interface ProgressRingProps {
  /** Clamped to 0..150 (spec §2); past 100 a second, brighter lap is drawn over the full ring. */
  percent: number;
  size?: number;
  stroke?: number;
  /** Shown in the centre of the ring. */
  label?: ReactNode;
  /** Accessible name of the progress bar. */
  ariaLabel?: string;
  /** Hidden from assistive technology, for a ring inside a control that already says the percent. */
  decorative?: boolean;
  className?: string;
}

/** A circular progress bar drawn in SVG, coloured by progress band. */
export function ProgressRing({
  percent,
  size = RING_DEFAULT_SIZE,
  stroke = RING_DEFAULT_STROKE,
  label,
  ariaLabel = PROGRESS_LABELS.ring,
  decorative = false,
  className = '',
}: ProgressRingProps) {
  const value = clampRingPercent(percent);
  const shown = Math.round(value);
  const radius = Math.max(0, (size - stroke) / 2);
  const circumference = 2 * Math.PI * radius;
  const firstLap = Math.min(value, 100);
  const secondLap = Math.max(0, value - 100);
  const dash = (lap: number) => `${(lap / 100) * circumference} ${circumference}`;
  const centre = size / 2;

  return (
    <div
      {...(decorative
        ? { 'aria-hidden': true }
        : {
            role: 'progressbar',
            'aria-label': ariaLabel,
            'aria-valuemin': 0,
            'aria-valuemax': RING_MAX_PERCENT,
            'aria-valuenow': shown,
            'aria-valuetext': `${shown}%`,
          })}
      className={`relative inline-grid shrink-0 place-items-center ${BAND_STYLES[progressBand(value)].arc} ${className}`}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="-rotate-90">
        <circle
          cx={centre}
          cy={centre}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        {firstLap > 0 && (
          <circle
            data-lap="1"
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={dash(firstLap)}
            className="transition-[stroke-dasharray] duration-500 ease-out"
          />
        )}
        {secondLap > 0 && (
          <circle
            data-lap="2"
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={dash(secondLap)}
            className="stroke-lime-300 transition-[stroke-dasharray] duration-500 ease-out dark:stroke-lime-200"
          />
        )}
      </svg>
      {label !== undefined && <div className="absolute inset-0 grid place-items-center">{label}</div>}
    </div>
  );
}
