import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full ' +
    'font-semibold transition-[background-color,color,box-shadow,transform] duration-150 select-none ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya active:scale-[0.98] ' +
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 ' +
    '[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-maya text-ink shadow-lg shadow-maya/25 hover:bg-maya-light',
        primary: 'bg-maya text-ink shadow-lg shadow-maya/25 hover:bg-maya-light',
        secondary: 'bg-white/10 text-white hover:bg-white/15',
        outline: 'border border-white/20 bg-transparent text-white hover:border-white/40 hover:bg-white/5',
        ghost: 'bg-transparent text-white/80 hover:bg-white/10 hover:text-white',
        link: 'rounded-md px-0 text-maya underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-13 px-8 text-base',
        icon: 'size-11 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form would submit it; default to "button" unless asked.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
