import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import { BUTTON_MESSAGES, messageAt, spanishButtonProblem } from "./button-labels";

const contentDir = join(import.meta.dirname, "../../content");

/** Every Spanish document of the site and of its releases. */
function spanishDocuments(dir: string = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return spanishDocuments(path);
    return entry.name.endsWith(".es-ar.json") ? [path] : [];
  });
}

/** Fields of a document whose name says they label a button or a link that acts as one. */
function buttonFields(value: unknown, path: string): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => buttonFields(item, `${path}.${index}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string"
      ? /button|cta_label|action_label|link_text/.test(key)
        ? [{ path: `${path}.${key}`, text: child }]
        : []
      : buttonFields(child, `${path}.${key}`),
  );
}

describe("Spanish buttons: infinitives, voseo in sentences", () => {
  it("refuses a voseo imperative or another verb form at the start of a button", () => {
    for (const label of [
      "Agendá 20 min",
      "Agendá una consulta de 20 minutos",
      "Escribinos",
      "Contactanos",
      "Postulate ahora",
      "Llevame de vuelta",
      "Conocé el servicio",
      "Probá de nuevo",
      "Mandá una postulación espontánea",
      "Recorré el archivo",
      "Elegí un horario",
      "Empecemos a hablar",
    ]) {
      expect(spanishButtonProblem(label), label).toBeDefined();
    }
    expect(spanishButtonProblem("Agendá 20 min")).toContain("voseo imperative");
    expect(spanishButtonProblem("Empecemos a hablar")).toContain("not an infinitive");
  });

  it("accepts infinitives (with pronouns), busy gerunds, the few non-verbs and the spec's 'Hablemos'", () => {
    for (const label of [
      "Agendar 20 min",
      "Enviar",
      "Ver proyecto",
      "Volver al inicio",
      "Postularme ahora: {title}",
      "Ir a la página de inicio",
      "Enviando…",
      "Siguiente",
      "Listo",
      "Todos los casos",
      "Más información",
      "Menú",
      "Hablemos",
    ]) {
      expect(spanishButtonProblem(label), label).toBeUndefined();
    }
  });

  it("lists only strings both catalogues have", () => {
    const missing = BUTTON_MESSAGES.filter((key) => !messageAt(en, key) || !messageAt(es, key));
    expect(missing).toEqual([]);
  });

  it("every button string of messages/es.json starts with an infinitive", () => {
    const problems = BUTTON_MESSAGES.flatMap((key) => {
      const problem = spanishButtonProblem(messageAt(es, key) ?? "");
      return problem ? [`messages/es.json ${key}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("every button field of the Spanish documents starts with an infinitive", () => {
    const files = spanishDocuments();
    expect(files.length).toBeGreaterThan(40);
    const fields = files.flatMap((file) =>
      buttonFields(JSON.parse(readFileSync(file, "utf8")).data, "data").map((field) => ({ file, ...field })),
    );
    // The back links of the service pages at least: the walk finds the fields it is meant to.
    expect(fields.length).toBeGreaterThan(20);
    const problems = fields.flatMap(({ file, path, text }) => {
      const problem = spanishButtonProblem(text);
      return problem ? [`${file.slice(contentDir.length + 1)} ${path}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
