import { describe, expect, it } from "vitest";
import type { ConsultationRequest, ContactRequest } from "@/features/leads/schemas";
import { consultationMails, contactMails } from "./lead-mails";

const context = {
  id: "lead-1",
  teamEmail: "team@lumbre.test",
  receivedAt: new Date("2026-11-20T14:03:00.000Z"),
};

const contact: ContactRequest = {
  locale: "es",
  topic: "new-business",
  service: "data-viz-data-storytelling",
  budget: "none",
  name: "Ana",
  lastName: "Pérez",
  email: "ana@example.com",
  company: "Acme",
  message: "Necesitamos un tablero\npara nuestro equipo.",
};

describe("contactMails", () => {
  it("tells the team every field with its label, reply-to the visitor", () => {
    const [team] = contactMails(contact, context);
    expect(team).toMatchObject({
      to: "team@lumbre.test",
      replyTo: "ana@example.com",
      subject: "New contact (New Business): Ana Pérez",
    });
    for (const line of [
      "Topic: New Business",
      "Service: Data viz & data storytelling",
      "Budget: There's no assigned budget yet",
      "Name: Ana",
      "Last name: Pérez",
      "Email: ana@example.com",
      "Company: Acme",
      "Position: —",
      "Language: Spanish",
      "Received: 2026-11-20T14:03:00.000Z",
      "Reference: lead-1",
      "Message:\nNecesitamos un tablero\npara nuestro equipo.",
    ]) {
      expect(team?.text).toContain(line);
    }
  });

  it("labels the company of a press inquiry as the publication", () => {
    const [team] = contactMails(
      { ...contact, topic: "press", service: undefined, budget: undefined },
      context,
    );
    expect(team?.text).toContain("Press company / publication: Acme");
    expect(team?.text).toContain("Service: —");
  });

  it("confirms to the visitor in Spanish (voseo), with the company address and no free text", () => {
    const [, visitor] = contactMails(contact, context);
    expect(visitor).toMatchObject({
      to: "ana@example.com",
      replyTo: "team@lumbre.test",
      subject: "Recibimos tu mensaje",
    });
    expect(visitor?.text).toContain("¡Hola, Ana!");
    expect(visitor?.text).toContain("te va a responder dentro de un día hábil");
    expect(visitor?.text).toContain("Servicio: Data viz y data storytelling");
    expect(visitor?.text).toContain("Presupuesto: Aún no fijamos un presupuesto.");
    expect(visitor?.text).toContain("escribinos a hello@lumbre.studio");
    expect(visitor?.text).not.toContain("tablero");
    expect(visitor?.text).not.toContain("Acme");
  });

  it("confirms in English, leaving out options a topic does not ask for", () => {
    const [, visitor] = contactMails(
      {
        ...contact,
        locale: "en",
        topic: "careers",
        service: undefined,
        budget: undefined,
        position: "designer",
      },
      context,
    );
    expect(visitor?.subject).toBe("We received your message");
    expect(visitor?.text).toContain("Hi Ana,");
    expect(visitor?.text).toContain("within one working day");
    expect(visitor?.text).toContain("Topic: Careers");
    expect(visitor?.text).not.toContain("Service:");
    expect(visitor?.text).toContain("write to hello@lumbre.studio");
  });

  it("keeps a line break in a name out of the subject", () => {
    const [team] = contactMails({ ...contact, name: "Ana\r\nBcc: x@example.com" }, context);
    expect(team?.subject).toBe("New contact (New Business): Ana Bcc: x@example.com Pérez");
  });
});

describe("consultationMails", () => {
  const consultation: ConsultationRequest = {
    locale: "en",
    helpType: "blockchain",
    budget: "50k-plus",
    name: "Bruno",
    email: "bruno@example.com",
  };

  it("tells the team the type of help and budget, and confirms to the visitor", () => {
    const [team, visitor] = consultationMails(consultation, context);
    expect(team).toMatchObject({
      to: "team@lumbre.test",
      replyTo: "bruno@example.com",
      subject: "New consultation request (Blockchain): Bruno",
    });
    expect(team?.text).toContain("Type of help: Blockchain");
    expect(team?.text).toContain("Budget: More than 50K");
    expect(team?.text).toContain("Email: bruno@example.com");
    expect(visitor?.subject).toBe("We received your consultation request");
    expect(visitor?.text).toContain("Thanks for reaching out!");
    expect(visitor?.text).toContain("within one working day");

    const [, spanish] = consultationMails({ ...consultation, locale: "es", helpType: "other" }, context);
    expect(spanish?.text).toContain("Tipo de ayuda: Otro");
    expect(spanish?.text).toContain("te va a responder dentro de un día hábil");
  });
});
