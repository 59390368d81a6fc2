import { portfolio } from "@/content/gallery"
import { landing } from "@/content/landing"
import { useCarousel } from "../hooks/use-carousel"
import { Icon } from "./icons"
import { ResponsivePicture } from "./responsive-picture"
import { SectionHeading } from "./section-heading"

const sizes = "(min-width: 1200px) 560px, (min-width: 768px) 46vw, 88vw"

/** ProjectCarousel: the 4 past projects, one per view on phones and two from 768 px. */
export function ProjectCarousel() {
  const { projects } = landing
  const { scrollerRef, index, perView, maxIndex, go, onKeyDown } = useCarousel(portfolio.length)
  const inView = (i: number) => i >= index && i < index + perView
  return (
    <section className="lp-section lp-projects" aria-labelledby="projects-title">
      <div className="lp-wrap">
        <div className="lp-projects__head">
          <div>
            <SectionHeading id="projects-title" copy={projects} />
          </div>
          <div className="lp-projects__buttons">
            <button
              type="button"
              className="lp-round-button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={projects.previous}
              aria-controls="lp-projects-track"
            >
              <Icon name="arrowLeft" />
            </button>
            <button
              type="button"
              className="lp-round-button"
              onClick={() => go(index + 1)}
              disabled={index >= maxIndex}
              aria-label={projects.next}
              aria-controls="lp-projects-track"
            >
              <Icon name="arrowRight" />
            </button>
          </div>
        </div>
        <div
          className="lp-carousel"
          aria-roledescription="carousel"
          aria-label={projects.title}
          role="region"
        >
          <ul
            id="lp-projects-track"
            ref={scrollerRef}
            className="lp-carousel__track"
            tabIndex={0}
            aria-label="Projects, use the arrow keys to browse"
            onKeyDown={onKeyDown}
          >
            {portfolio.map((project, i) => (
              <li
                key={project.src}
                className="lp-carousel__slide"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${portfolio.length}: ${project.brand}`}
              >
                <figure className="lp-shot">
                  <ResponsivePicture className="lp-shot__img" image={project} sizes={sizes} />
                  <figcaption className="lp-shot__caption">
                    <strong>{project.brand}</strong>
                    <span>{project.category}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="lp-dots">
            {portfolio.map((project, i) => (
              <button
                key={project.src}
                type="button"
                className="lp-dot"
                aria-label={`Show ${project.brand}`}
                aria-current={inView(i) ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <p className="lp-sr-only" aria-live="polite">
            {`Showing project ${index + 1} of ${portfolio.length}`}
          </p>
        </div>
      </div>
    </section>
  )
}
